/**
 * The odds explorer and the hot-seat example game in real headless Chromium. Explorer: one
 * case per rule set opened from a shared link shows exactly the fractions the library
 * computes; a refused input shows the RulesError message by its field and its reason where
 * the answer is; the README's link shows War at Sea's 101419/110592, from file:// and from a
 * static server; every roll's first result needs at most 60 KB of gzipped script; a link
 * naming only a roll opens with its example; at 1366×900, 390×844 and 320×640 the answer
 * comes into view after a click, each chart bar is reached by keyboard and shown whole,
 * nothing scrolls sideways and axe finds no violation. Game: played through the seats to
 * its end, told in words on a drawn board, kept over a reload, saved as a file and
 * watched, played against the computer to its end, and audited at the three sizes. Run by `npm run test:browser` (after `npm run site`); needs
 * Debian's chromium at /usr/bin/chromium.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright-core';
import { writeQuery as query } from '../../site/src/query.js';
import { catalogues } from '../../src/cli/catalogues.js';
import { exampleArgs } from '../../src/cli/resolver-call.js';
import { resolverExactOdds } from '../../src/cli/resolver-odds.js';
import { formatFraction } from '../../src/odds/fraction.js';
import { simulate } from '../../src/simulate/index.js';
import { warAtSeaCatalogue } from '../../src/war-at-sea/index.js';

const dist = resolve(import.meta.dirname, '../../site/dist');
const fileUrl = pathToFileURL(join(dist, 'index.html')).href;

/** The exact column of the page's result table, once it is shown. */
async function shownFractions(page: Page, url: string): Promise<string[]> {
  await page.goto(url);
  await page.waitForSelector('#results table', { timeout: 20_000 });
  return page.$$eval('#results table tr td:nth-child(2)', (cells) => cells.map((c) => c.textContent ?? ''));
}

/** axe-core's script, injected into a page to audit it. */
const axe = resolve(import.meta.dirname, '../../node_modules/axe-core/axe.min.js');
/** The page passes axe with no violation, and does not scroll sideways. */
const audit = async (on: Page, what: string) => {
  await on.addScriptTag({ path: axe });
  const violations = await on.evaluate(async () => {
    const run = (
      window as unknown as { axe: { run: () => Promise<{ violations: { id: string; nodes: unknown[] }[] }> } }
    ).axe.run;
    return (await run()).violations.map((v) => `${v.id} (${v.nodes.length})`);
  });
  assert.deepEqual(violations, [], `${what}: axe violations`);
  const overflow = await on.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  assert.ok(overflow <= 0, `${what}: the page scrolls sideways by ${overflow} px`);
};
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
    if (!/^(index\.html|app\.js|parts\/[a-z0-9-]+\.js)$/.test(file)) return void response.writeHead(404).end();
    const type = file.endsWith('.js') ? 'text/javascript' : 'text/html';
    response.writeHead(200, { 'content-type': type }).end(readFileSync(join(dist, file)));
  });
  await new Promise<void>((done) => server.listen(0, done));
  /** Each case's first result, and the script (gzipped bytes) the page fetched before it showed. */
  const firstResults: { what: string; gz: number }[] = [];
  try {
    const { port } = server.address() as { port: number };
    const fromServer = await shownFractions(page, `http://localhost:${port}/${readme}`);
    assert.deepEqual(fromServer, fromFile);
    // The first screen, and every roll from its bare link (its example counted).
    const cases = [{ what: 'the first screen', link: '' }];
    for (const catalogue of catalogues) {
      for (const resolver of catalogue.resolvers) {
        cases.push({
          what: `${catalogue.name} ${resolver.command}`,
          link: query(catalogue.name, resolver.command, {}),
        });
      }
    }
    for (const { what, link } of cases) {
      await page.goto(`http://localhost:${port}/${link}`);
      await page.waitForFunction(() => performance.getEntriesByName('explorer:first-result').length > 0, undefined, {
        timeout: 60_000,
      });
      // The scripts the page asked for before its first result was shown, as built.
      const scripts = await page.evaluate(() => {
        const shown = performance.getEntriesByName('explorer:first-result')[0]?.startTime ?? 0;
        return performance
          .getEntriesByType('resource')
          .filter((entry) => entry.startTime < shown && entry.name.endsWith('.js'))
          .map((entry) => new URL(entry.name).pathname.slice(1));
      });
      assert.ok(scripts.includes('app.js'), `${what}: ${scripts.join(', ')}`);
      const gz = scripts.reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file)), { level: 9 }).length, 0);
      firstResults.push({ what, gz });
    }
  } finally {
    server.close();
  }
  const heaviest = firstResults.reduce((a, b) => (b.gz > a.gz ? b : a));
  assert.ok(heaviest.gz <= 60 * 1024, `${heaviest.what}: its first result fetched ${heaviest.gz} B of script, gzipped`);
  const firstScreen = firstResults[0] as { gz: number };

  // A refused input: the RulesError message beside the field it names.
  await page.goto(`${fileUrl}${query('firepower', 'gunnery', { battery: 'XX', target: 'CA', range: 'short' })}`);
  await page.waitForFunction(() => document.getElementById('status')?.textContent?.startsWith('Refused:'), undefined, {
    timeout: 20_000,
  });
  // The reason is said where the answer is, and that is in view.
  assert.match((await page.textContent('#status')) ?? '', /Refused: .*battery/);
  assert.ok(await page.isVisible('#status'));
  const battery = await page.$eval('#fields .field:first-child .error', (e) => e.textContent ?? '');
  assert.match(battery, /battery: got "XX"/);
  // A class name or a whole ship: a select of the classes, with a JSON box for a ship.
  const target = await page.$$eval('#fields .field', (all) => {
    const field = all.find((f) => f.querySelector('label')?.textContent === 'target');
    const select = field?.querySelector('select');
    return { options: [...(select?.options ?? [])].map((o) => o.text), chosen: select?.selectedOptions[0]?.text };
  });
  assert.ok(target.options.includes('CA'), target.options.join(' '));
  assert.equal(target.chosen, 'CA');
  // Labels are words: Firepower's control test reads "distance to fleet flagship (cm)".
  await page.goto(`${fileUrl}?set=firepower&resolver=control-test`);
  await page.waitForSelector('#results table', { timeout: 20_000 });
  const labels = await page.$$eval('#fields label', (all) => all.map((l) => l.textContent ?? ''));
  assert.ok(
    labels.some((l) => l.startsWith('distance to fleet flagship (cm)')),
    labels.join(' | '),
  );

  // The form is reachable by keyboard: the rule set select takes focus and changes the roll list.
  await page.goto(fileUrl);
  await page.waitForSelector('#results table', { timeout: 20_000 });
  await page.focus('#set');
  await page.keyboard.press('ArrowDown');
  assert.ok((await page.$$eval('#resolver option', (o) => o.length)) > 0);
  // Stepping a closed select with the arrow keys shows each roll in turn and keeps focus on
  // the select, so the list can be stepped through (focus used to jump to the result).
  await page.waitForFunction(() => (document.getElementById('status')?.textContent ?? '').startsWith('Done'));
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'set');
  await page.focus('#resolver');
  const rolls: string[] = [];
  for (let step = 0; step < 3; step++) {
    await page.keyboard.press('ArrowDown');
    await page.waitForFunction(
      (seen) => {
        const status = document.getElementById('status')?.textContent ?? '';
        const roll = (document.getElementById('resolver') as HTMLSelectElement).value;
        return !seen.includes(roll) && /^(Done|Refused|Too big)/.test(status);
      },
      rolls,
      { timeout: 20_000 },
    );
    rolls.push(await page.inputValue('#resolver'));
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'resolver', `focus after ${rolls.join(', ')}`);
  }
  assert.equal(new Set(rolls).size, 3, rolls.join(', '));
  // A big case counts off the page's thread: the page answers at once while it counts, shows
  // how long it has been counting, and says in plain words to estimate when it is too big;
  // Cancel stops it.
  const big = query('war-at-sea', 'attack-phase', {
    targets: { troops: { armour: 5, vitalArmour: null, hullPointsLeft: 2, hardToKill: true } },
    attacks: [1, 2, 3].map(() => ({ target: 'troops', attackDice: 20 })),
  });
  await page.goto(`${fileUrl}${big}`);
  await page.waitForFunction(
    () => / \d+\.\d s$/.test(document.getElementById('status')?.textContent ?? ''),
    undefined,
    {
      timeout: 20_000,
    },
  );
  const askedAt = Date.now();
  await page.evaluate(() => document.title);
  const answeredIn = Date.now() - askedAt;
  assert.ok(answeredIn < 250, `the page answered in ${answeredIn} ms while counting`);
  // Cancelled while it counts (on this first load: a page loaded again starts its worker
  // warm and may reach the bound before Cancel is first shown, half a second in).
  await page.click('#cancel');
  assert.match((await page.textContent('#status')) ?? '', /^Cancelled/);
  await page.goto(`${fileUrl}${big}`);
  await page.waitForFunction(
    () => (document.getElementById('status')?.textContent ?? '').startsWith('Too big'),
    undefined,
    {
      timeout: 60_000,
    },
  );
  // Said in a player's words, with the estimate offered where the answer is.
  const tooBig = (await page.textContent('main')) ?? '';
  assert.doesNotMatch(tooBig, /maxPaths|estimateOdds|maxDraws/);
  await page.click('#estimate-here');
  await page.waitForFunction(() => /^Done/.test(document.getElementById('status')?.textContent ?? ''), undefined, {
    timeout: 60_000,
  });
  assert.match(page.url(), /odds=estimate/);
  // A whole-game study from a link: played in the worker, its figures building up live, the
  // last exactly the library's own summary of that study.
  const landingSetup = JSON.parse(
    readFileSync(resolve(import.meta.dirname, '../../examples/war-at-sea-landing/setup.json'), 'utf8'),
  );
  const expected = simulate({
    game: warAtSeaCatalogue.game,
    setup: landingSetup,
    bots: { Allies: 'doctrine', Axis: 'random' },
    runs: 300,
    seed: 7,
  });
  await page.goto(`${fileUrl}?set=war-at-sea#study=war-at-sea&bots=doctrine,random&runs=300&seed=7`);
  const seenCounts = new Set<string>();
  for (let i = 0; i < 600; i++) {
    const said = (await page.textContent('#study-status')) ?? '';
    seenCounts.add(said);
    if (said.startsWith('Done')) break;
    await page.waitForTimeout(25);
  }
  assert.match((await page.textContent('#study-status')) ?? '', /^Done/, 'the study played to its end');
  assert.ok(
    [...seenCounts].some((said) => /^Playing… [1-9]\d* of 300 games$/.test(said)),
    `partial figures were shown: ${[...seenCounts].join(' | ')}`,
  );
  const alliedRow = await page.$$eval('#study-results tr', (rows) =>
    rows
      .map((r) => [...(r as HTMLTableRowElement).cells].map((c) => c.textContent ?? ''))
      .find((cells) => cells[0] === 'Allies win'),
  );
  assert.equal(alliedRow?.[1], String(expected.wins.Allies.count), `study table: ${alliedRow?.join(' ')}`);
  await audit(page, 'explorer with a study played');
  await page.goto(`${fileUrl}?set=firepower#study=firepower&bots=doctrine,doctrine&runs=20000&seed=1`);
  await page.waitForFunction(
    () => /^Playing… [1-9]/.test(document.getElementById('study-status')?.textContent ?? ''),
    undefined,
    {
      timeout: 30_000,
    },
  );
  await page.click('#study-cancel');
  assert.match((await page.textContent('#study-status')) ?? '', /^Cancelled/);
  // Numbers out of range are refused in words, never changed: from a link, and from the form.
  await page.goto(`${fileUrl}?set=war-at-sea#study=war-at-sea&bots=doctrine,random&runs=0&seed=1`);
  await page.waitForFunction(() =>
    (document.getElementById('study-status')?.textContent ?? '').startsWith('Not played'),
  );
  assert.equal(
    await page.textContent('#study-status'),
    'Not played: Games to play must be a whole number from 10 to 100,000; got "0".',
  );
  assert.equal(await page.inputValue('#study-runs'), '0');
  assert.equal(await page.getAttribute('#study-runs', 'aria-invalid'), 'true');
  await page.fill('#study-runs', '20');
  await page.fill('#study-seed', '99999999999');
  await page.click('#study-form button[type=submit]');
  assert.match((await page.textContent('#study-status')) ?? '', /^Not played: The seed must be a whole number from/);
  assert.equal(await page.inputValue('#study-seed'), '99999999999');
  assert.equal(await page.getAttribute('#study-runs', 'aria-invalid'), null);
  assert.doesNotMatch(page.url(), /seed=1215752191/);
  // The island fight's exact fractions run past 100 digits: each is shown as a decimal, the
  // exact fraction a click away and wrapped, and the page never scrolls sideways.
  for (const viewport of [
    { width: 1366, height: 900 },
    { width: 390, height: 844 },
    { width: 320, height: 640 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto(`${fileUrl}?set=war-at-sea&resolver=infantry-fight`);
    await page.waitForFunction(() => /^Done/.test(document.getElementById('status')?.textContent ?? ''), undefined, {
      timeout: 60_000,
    });
    const summaries = await page.$$eval('#results details summary', (all) => all.map((s) => s.textContent ?? ''));
    assert.ok(summaries.length > 0 && summaries.every((s) => /^\u2248 0\.\d+$/.test(s)), summaries.join(' | '));
    await page.click('#results details summary');
    const fraction = await page.$eval('#results details[open] .long-fraction', (code) => ({
      text: code.textContent ?? '',
      right: code.getBoundingClientRect().right,
    }));
    assert.match(fraction.text, /^\d{13,}\/\d+$|^\d+\/\d{13,}$|^\d+\/\d+$/);
    assert.ok(fraction.text.replace('/', '').length > 12, fraction.text);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    assert.ok(overflow <= 0, `the page scrolls sideways by ${overflow} px at ${viewport.width} px`);
    assert.ok(fraction.right <= viewport.width, `the exact fraction ends at ${fraction.right} px of ${viewport.width}`);
    await audit(page, `explorer's long fractions at ${viewport.width} px`);
  }
  await page.setViewportSize({ width: 1280, height: 720 });
  // A link naming only a rule set and a roll opens with the roll's example input and its
  // odds; at a desktop and a phone size the answer is in view after a click, nothing scrolls
  // sideways and axe finds no violation.
  const firstScreenMs: string[] = [];
  const inView = (on: Page) =>
    on.$eval('#answer', (e) => {
      const box = e.getBoundingClientRect();
      return box.top >= -1 && box.top < window.innerHeight; // -1: sub-pixel layout
    });
  for (const viewport of [
    { width: 1366, height: 900 },
    { width: 390, height: 844 },
    { width: 320, height: 640 },
  ]) {
    await page.setViewportSize(viewport);
    for (const catalogue of catalogues) {
      const resolver = catalogue.resolvers.at(-1);
      if (resolver === undefined) continue;
      const url = `${fileUrl}?set=${catalogue.name}&resolver=${resolver.command}`;
      await page.goto(url);
      await page.waitForFunction(
        () => /^(Done|Too big)/.test(document.getElementById('status')?.textContent ?? ''),
        undefined,
        {
          timeout: 60_000,
        },
      );
      const said = (await page.textContent('#status')) ?? '';
      assert.ok(!said.startsWith('Refused'), `${catalogue.name} ${resolver.command} from its bare link: ${said}`);
      await audit(page, `explorer ${catalogue.name} ${resolver.command} at ${viewport.width} px`);
    }
    await page.goto(fileUrl);
    await page.waitForSelector('#results table', { timeout: 20_000 }); // the first screen shows a result
    // How long after the navigation began the first result was shown; the tables come after it.
    await page.waitForFunction(() => performance.getEntriesByName('explorer:first-result').length > 0);
    const shownAt = await page.evaluate(() => performance.getEntriesByName('explorer:first-result')[0]?.startTime ?? 0);
    firstScreenMs.push(`${Math.round(shownAt)} ms at ${viewport.width} px`);
    await page.waitForSelector('#tables details', { timeout: 20_000 });
    await page.evaluate(() => window.scrollTo(0, 0));
    // On a phone the first screen points to the odds below the form, and the link gets there;
    // where the odds sit beside the form, there is no such link.
    const pointer = await page.isVisible('#to-answer a');
    assert.equal(pointer, viewport.width < 768, `the link to the odds at ${viewport.width} px`);
    if (pointer) {
      const top = await page.$eval('#to-answer a', (a) => a.getBoundingClientRect().top);
      assert.ok(top < viewport.height, `the link to the odds is on the first screen at ${viewport.width} px`);
      await page.click('#to-answer a');
      await page.waitForFunction(() => {
        const box = document.getElementById('answer')?.getBoundingClientRect();
        return box !== undefined && box.top >= -1 && box.top < window.innerHeight;
      });
      await page.evaluate(() => window.scrollTo(0, 0));
    }
    await page.click('#form button[type=submit]');
    await page.waitForFunction(() => (document.getElementById('status')?.textContent ?? '').startsWith('Done'));
    assert.ok(await inView(page), `the answer is in view after a click at ${viewport.width} px`);
    // The chart is drawn at the page's width, not scaled down: its text stays 13 px.
    const scale = await page.$eval('#results figure svg', (svg) => {
      const drawn = svg.getBoundingClientRect().width;
      return drawn / Number(svg.getAttribute('width'));
    });
    assert.ok(scale > 0.95, `the chart is scaled by ${scale.toFixed(2)} at ${viewport.width} px`);
    // Every text of the chart is drawn whole inside it (measured by the browser), the
    // figures beside the longest bar included.
    const cut = await page.$eval('#results figure svg', (svg) => {
      const width = Number(svg.getAttribute('width'));
      return [...svg.querySelectorAll('text')]
        .map((t) => {
          const box = (t as SVGTextElement).getBBox();
          return { text: t.textContent ?? '', left: box.x, right: box.x + box.width };
        })
        .filter((t) => t.left < 0 || t.right > width + 0.5)
        .map((t) => `${t.text} (${Math.round(t.left)} to ${Math.round(t.right)} of ${width})`);
    });
    assert.deepEqual(cut, [], `chart text cut at ${viewport.width} px`);
    // Each bar is reached by keyboard and read out whole: Tab from the chart's first bar to
    // its second shows that outcome in the caption.
    const bars = await page.$$eval('#results figure g.bar', (all) =>
      all.map((g) => g.getAttribute('aria-label') ?? ''),
    );
    assert.ok(bars.length > 1 && bars.every((label) => /\d%$/.test(label)), bars.join(' | '));
    await page.focus('#results figure g.bar');
    await page.keyboard.press('Tab');
    assert.equal((await page.textContent('#results figcaption'))?.trim(), bars[1]);
    // An estimate's link reopens as an estimate.
    await page.click('#estimate');
    await page.waitForFunction(() => (document.getElementById('status')?.textContent ?? '').startsWith('Done'));
    const estimateLink = await page.getAttribute('#share', 'href');
    assert.match(estimateLink ?? '', /odds=estimate/);
    await page.goto(`${fileUrl}${estimateLink}`);
    await page.waitForSelector('#results table', { timeout: 20_000 });
    assert.match((await page.textContent('#results caption')) ?? '', /estimate from 20000 samples/);
  }
  await page.setViewportSize({ width: 1280, height: 720 });
  assert.equal(errors.length, 0, errors.join('\n'));
  console.log(
    `odds explorer: ${catalogues.length} rule sets from shared links, refusal shown with its reason; a study of 300 landings from a link, built up live, equal to the library's; a big case counted in a worker (the page answered in ${answeredIn} ms meanwhile), cancelled and offered an estimate; bare links open with the example; the answer in view after a click; estimate links reopen as estimates; no axe violation and no sideways scroll at 1366, 390 and 320 px; the README's link answered in ${firstResult} ms; the first screen's result shown ${firstScreenMs.join(', ')} after navigation began; script before a first result ${(firstScreen.gz / 1024).toFixed(1)} KB gz on the first screen, at most ${(heaviest.gz / 1024).toFixed(1)} KB gz (${heaviest.what}) over ${firstResults.length} links`,
  );

  // The hot-seat example plays the example landing to its victory check, through the seats.
  const actions = JSON.parse(
    readFileSync(resolve(import.meta.dirname, '../../examples/war-at-sea-landing/actions.json'), 'utf8'),
  ) as { side: string }[];
  const hotSeat = pathToFileURL(
    resolve(import.meta.dirname, '../../examples/war-at-sea-hot-seat/dist/index.html'),
  ).href;
  const context = await browser.newContext({ acceptDownloads: true, viewport: { width: 1366, height: 900 } });
  const game = await context.newPage();
  game.on('pageerror', (error) => errors.push(String(error)));
  await game.goto(hotSeat);
  await game.evaluate(() => localStorage.clear());
  await game.reload();
  for (const [index, action] of actions.entries()) {
    await game.click(`#seat-${action.side}`);
    const offered = await game.$$eval('#screen button[data-action]', (buttons) =>
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
    // Each offered action reads differently, so a player can tell them apart.
    const words = await game.$$eval('#screen button[data-action]', (buttons) => buttons.map((b) => b.textContent));
    assert.equal(new Set(words).size, words.length, `step ${index}: buttons read alike: ${words.join(' | ')}`);
    await game.click(`#screen button[data-action] >> nth=${at}`);
    assert.ok(!((await game.textContent('body')) ?? '').includes('xoroshiro'), 'no dice state is ever shown');
  }
  await game.click('#seat-Axis');
  assert.equal((await game.textContent('.winners'))?.trim(), 'Game over: the Allies win.');
  const screenText = (await game.textContent('#screen')) ?? '';
  assert.ok(!screenText.includes('the other player acts'), 'a finished game waits for nobody');
  assert.match(screenText, /Score: Allies \d+, Axis \d+ points; a side wins with more than 60/);
  // What happened is told in words, with the dice.
  const told = await game.$$eval('.narration li', (items) => items.map((i) => i.textContent ?? ''));
  assert.ok(
    told.some((line) => /^Victory check, turn \d+: Allies \d+ points/.test(line)),
    told.join(' | '),
  );
  // The board: every unit the view holds is drawn in its sector, a destroyed one struck through.
  const drawn = await game.$$eval('svg.board g[data-unit]', (chips) => chips.length);
  const listed = await game.$$eval('#screen ul.units li', (items) => items.length);
  assert.equal(drawn, listed);
  assert.equal(
    await game.$$eval('svg.board g[data-unit] line', (lines) => lines.length),
    await game.$$eval('#screen ul.units li.destroyed', (items) => items.length),
  );
  // A reload goes on where the game stopped.
  await game.reload();
  assert.match((await game.textContent('#status')) ?? '', new RegExp(`goes on from action ${actions.length}`));
  await game.click('#seat-Allies');
  assert.equal((await game.textContent('.winners'))?.trim(), 'Game over: the Allies win.');
  // Saved as a file, then watched move by move: never played on.
  const [download] = await Promise.all([game.waitForEvent('download'), game.click('#save')]);
  const savedPath = await download.path();
  await game.setInputFiles('#watch-file', savedPath);
  await game.waitForFunction(() => document.getElementById('status')?.textContent?.startsWith('Watching'), undefined, {
    timeout: 20_000,
  });
  assert.match(
    (await game.textContent('#status')) ?? '',
    new RegExp(`Watching a saved game of ${actions.length} actions`),
  );
  assert.match((await game.textContent('.watch-at')) ?? '', new RegExp(`Move ${actions.length} of ${actions.length}`));
  await game.click('#watch-first');
  assert.match((await game.textContent('.watch-at')) ?? '', /^Move 0 of /);
  assert.equal(await game.$$eval('#watch-screen button[data-action]', (b) => b.length), 0);

  // A new game against the computer, played to its end from the Allied seat.
  await game.click('#new-game');
  await game.selectOption('#computer', 'Axis');
  await game.click('#seat-Allies');
  let moves = 0;
  for (; moves < 600 && (await game.$('.winners')) === null; moves++) {
    const buttons = await game.$$('#screen button[data-action]');
    if (buttons.length === 0) break;
    // The first offer that is not a pass, one time in three; else pass the phase.
    const pick = moves % 3 === 0 && buttons.length > 1 ? 1 : 0;
    await game.click(`#screen button[data-action] >> nth=${pick}`);
  }
  const ending = (await game.textContent('.winners')) ?? '';
  assert.match(ending, /^Game over: /, `the game against the computer ended (after ${moves} of my moves)`);

  // Both viewports: nothing scrolls sideways, and axe finds no violation.
  await audit(game, 'hot-seat game at 1366×900');
  await game.setViewportSize({ width: 390, height: 844 });
  await game.reload();
  await game.click('#seat-Allies');
  await audit(game, 'hot-seat game at 390×844');
  await game.setViewportSize({ width: 320, height: 640 });
  await audit(game, 'hot-seat game at 320×640');
  await context.close();
  assert.deepEqual(errors, []);
  console.log(
    `hot-seat example: ${actions.length} actions through the seats to the Allied win, told in words on a drawn board; kept over a reload; saved as a file and watched; a game against the computer played to "${ending.trim()}" in ${moves} moves; no axe violation and no sideways scroll at 1366, 390 and 320 px`,
  );
} finally {
  await browser.close();
}
