// zod schemas and inferred types of every API request and response; both server and client import these.
export {};
