export type { Bot, BotTurn } from './bot.js';
export { type Doctrine, type DoctrineBotOptions, doctrineBot } from './doctrine-bot.js';
export { BOT_NAMES, type BotName, namedBot } from './named-bot.js';
export { type PlayedOut, type PlayerBot, type PlayOutOptions, playOut } from './play-out.js';
export { PASS_ACTIONS, type RandomBotOptions, randomBot } from './random-bot.js';
export { type SearchBotOptions, searchBot } from './search-bot.js';
export { type Report, withReports } from './with-reports.js';
