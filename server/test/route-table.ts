import type { FastifyInstance } from 'fastify';

export interface RegisteredRoute {
  method: string;
  /** The path as registered, e.g. /api/history/:id. */
  url: string;
}

// One line of printRoutes({commonPrefix: false}): tree indentation, a branch, the path segment and
// its methods, e.g. "│   └── /:id (GET, HEAD)".
const LINE = /^((?:│ {3}| {4})*)(?:├── |└── )(.+?)(?: \(([A-Z, ]+)\))?$/;

/**
 * Every method + path registered on the app, read from Fastify's own route tree so a route a
 * feature adds later shows up without anyone listing it. HEAD (answered by GET) is left out.
 */
export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  const tree = app.printRoutes({ commonPrefix: false });
  const stack: string[] = [];
  const routes: RegisteredRoute[] = [];
  for (const line of tree.split('\n')) {
    if (line.trim() === '') continue;
    const match = LINE.exec(line);
    if (!match) throw new Error(`unexpected line in the route tree: ${JSON.stringify(line)}`);
    const depth = match[1].length / 4;
    stack.length = depth;
    stack.push(match[2]);
    const url = stack.join('');
    for (const method of (match[3] ?? '').split(',').map((m) => m.trim())) {
      if (method !== '' && method !== 'HEAD') routes.push({ method, url });
    }
  }
  return routes;
}

export const routeKey = (route: RegisteredRoute) => `${route.method} ${route.url}`;
