/** Public surface of the model layer. */
export * from './capabilities.ts';
export * from './config.ts';
export * from './json-calls.ts';
export * from './types.ts';
export { createChatModel, type ChatModel } from './client.ts';
