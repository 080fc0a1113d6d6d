/**
 * The odds explorer in real headless Chromium: one case per rule set opened from a shared
 * link shows exactly the fractions the library computes; a refused input shows the
 * RulesError message by its field; the README's link shows War at Sea's 101419/110592,
 * from file:// and from a static server. Run by `npm run test:browser` (after `npm run
 * site`); needs Debian's chromium at /usr/bin/chromium.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { writeQuery as query } from '../../site/src/query.js';
import { catalogues } from '../../src/cli/catalogues.js';
import { exampleArgs } from '../../src/cli/resolver-call.js';
import { resolverExactOdds } from '../../src/cli/resolver-odds.js';
import { formatFraction } from '../../src/odds/fraction.js';

const dist = resolve(import.meta.dirname, '../../site/dist');
const fileUrl = pathToFileURL(join(dist, 'index.html')).href;

/** The exact column of the page's result table, once it is shown. */
async function shownFractions(page: Page, url: string): Promise<string[]> {
  await page.goto(url);
  await page.waitForSelector('#results table', { timeout: 20_000 });
  return page.$$eval('#results table tr td:nth-child(2)', (cells) => cells.map((c) => c.textContent ?? ''));
}

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
try {
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));

  // One case per rule set, from a shared link, against the library.
  for (const catalogue of catalogues) {
    const resolver = catalogue.resolvers[0];
    if (resolver === undefined) continue;
    const args = exampleArgs(resolver);
    const expected = resolverExactOdds(resolver, args).outcomes.map((o) => formatFraction(o.fraction));
    const shown = await shownFractions(page, `${fileUrl}${query(catalogue.name, resolver.command, args)}`);
    assert.deepEqual(shown, expected, `${catalogue.name} ${resolver.command}`);
  }

  // The README's link, from file:// (timed) and from a static server.
  const readme = query('war-at-sea', 'attack-on-troops', { attacker: 'ship', type: 'gunnery', attackDice: 12 });
  const started = Date.now();
  const fromFile = await shownFractions(page, `${fileUrl}${readme}`);
  const firstResult = Date.now() - started;
  assert.ok(fromFile.includes('101419/110592'), `damage 101419/110592 in ${fromFile.join(', ')}`);
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const file = path === '/' ? 'index.html' : path.slice(1);
    if (!['index.html', 'app.js'].includes(file)) return void response.writeHead(404).end();
    const type = file.endsWith('.js') ? 'text/javascript' : 'text/html';
    response.writeHead(200, { 'content-type': type }).end(readFileSync(join(dist, file)));
  });
  await new Promise<void>((done) => server.listen(0, done));
  try {
    const { port } = server.address() as { port: number };
    const fromServer = await shownFractions(page, `http://localhost:${port}/${readme}`);
    assert.deepEqual(fromServer, fromFile);
  } finally {
    server.close();
  }

  // A refused input: the RulesError message beside the field it names.
  await page.goto(`${fileUrl}${query('firepower', 'gunnery', { battery: 'XX', target: 'CA', range: 'short' })}`);
  await page.waitForFunction(() => document.getElementById('status')?.textContent === 'Refused.', undefined, {
    timeout: 20_000,
  });
  const battery = await page.$eval('#fields .field:first-child .error', (e) => e.textContent ?? '');
  assert.match(battery, /battery: got "XX"/);

  // The form is reachable by keyboard: the rule set select takes focus and changes the roll list.
  await page.goto(fileUrl);
  await page.focus('#set');
  await page.keyboard.press('ArrowDown');
  assert.ok((await page.$$eval('#resolver option', (o) => o.length)) > 0);
  assert.deepEqual(errors, []);
  console.log(
    `odds explorer: ${catalogues.length} rule sets from shared links, refusal shown; first result ${firstResult} ms`,
  );

  // The hot-seat example plays the example landing to its victory check, through the seats.
  const actions = JSON.parse(
    readFileSync(resolve(import.meta.dirname, '../../examples/war-at-sea-landing/actions.json'), 'utf8'),
  ) as { side: string }[];
  const hotSeat = pathToFileURL(
    resolve(import.meta.dirname, '../../examples/war-at-sea-hot-seat/dist/index.html'),
  ).href;
  await page.goto(hotSeat);
  for (const [index, action] of actions.entries()) {
    await page.click(`#seat-${action.side}`);
    const offered = await page.$$eval('#screen button[data-action]', (buttons) =>
      buttons.map((b) => (b as HTMLButtonElement).dataset.action ?? ''),
    );
    const at = offered.findIndex((text) => {
      try {
        assert.deepEqual(JSON.parse(text), action);
        return true;
      } catch {
        return false;
      }
    });
    assert.ok(at >= 0, `step ${index}: ${JSON.stringify(action)} is offered (offered: ${offered.length})`);
    await page.click(`#screen button[data-action] >> nth=${at}`);
    assert.ok(!((await page.textContent('body')) ?? '').includes('xoroshiro'), 'no dice state is ever shown');
  }
  await page.click('#seat-Axis');
  assert.equal((await page.textContent('.winners'))?.trim(), 'Winners: Allies');
  // Save the log, start again, replay it: the same end.
  await page.click('#save');
  const saved = await page.inputValue('#log');
  await page.goto(hotSeat);
  await page.fill('#log', saved);
  await page.click('#replay');
  await page.click('#seat-Allies');
  assert.equal((await page.textContent('.winners'))?.trim(), 'Winners: Allies');
  assert.match((await page.textContent('#status')) ?? '', new RegExp(`Replayed ${actions.length} actions`));
  // The computer takes the Axis: after the Allies pass, it acts in its own seat (and passes back).
  await page.goto(hotSeat);
  await page.selectOption('#computer', 'Axis');
  await page.click('#seat-Allies');
  await page.click('#screen button[data-action] >> nth=0');
  assert.match((await page.textContent('#status')) ?? '', /^Axis: /);
  assert.deepEqual(errors, []);
  console.log(
    `hot-seat example: ${actions.length} actions through the seats to the Allied win, log saved and replayed; the computer played the Axis`,
  );
} finally {
  await browser.close();
}
