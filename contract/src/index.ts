// zod schemas and inferred types of every API request and response; both server and client import these.
export * from './messages';
export * from './errors';
export * from './auth';
export * from './admin';
export * from './health';
export * from './library-catalog';
export * from './library';
export * from './math-text';
export * from './ocr';
export * from './payments';
export * from './plans';
export * from './solve';
export * from './tts';
export * from './api-tokens';
export * from './page-render';
export * from './support';
export * from './branding';
