/**
 * How many cards of a list load their pictures at once and early: the first rows, which a phone or a desktop shows
 * without scrolling (LibraryGrid). index.html's early feed request preloads the same cards' pictures (earlyRequest.ts).
 */
export const EAGER_CARDS = 4;
