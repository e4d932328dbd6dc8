export * from './catalogue-en.js';
export * from './locales.js';
export * from './message-ids.js';
export * from './translate.js';
export * from './typography.js';
