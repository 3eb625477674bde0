/** @purlwise/core: pure rules shared by the server and the web client. */
export * from './constants';
export * from './validation';
export * from './calculator';
export * from './sort';
export * from './layout';
export * from './tags';
export * from './units';
export * from './colour';
export * from './measures';
export * from './yarn';
export * from './synonyms';
export * from './stash';
export * from './fields';
