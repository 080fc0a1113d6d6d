/** The names of the library's games (`catalogue.game.name`): the games a simulation thread can load. Internal. */
export const LIBRARY_GAME_NAMES: readonly string[] = [
  'firepower-battle',
  'shoestring',
  'cartwheel',
  'war-at-sea',
  'sopac',
];
