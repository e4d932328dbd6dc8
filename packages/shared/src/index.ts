export * from './api-paths.js';
export * from './constants.js';
export * from './messages.js';
export * from './schemas/auth.js';
export * from './schemas/client-config.js';
export * from './schemas/common.js';
export * from './schemas/profile.js';
