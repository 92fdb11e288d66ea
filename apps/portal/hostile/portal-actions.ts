import { join } from "node:path";
import { pathToFileURL } from "node:url";

interface BuiltRoute {
  id: string;
  parentId?: string;
  path?: string;
  module: { action?: unknown };
}

/**
 * The URL path of every route of the built portal that has an action, read from the build
 * itself, so a new action is attacked without anyone listing it. Importing the build starts
 * no service: SERVICE_URL must be set (to anything) before this is called.
 */
export async function portalActionPaths(): Promise<string[]> {
  const buildFile = join(import.meta.dirname, "..", "build", "server", "index.js");
  const build = (await import(pathToFileURL(buildFile).href)) as {
    routes: Record<string, BuiltRoute>;
  };
  const fullPath = (route: BuiltRoute | undefined): string =>
    route
      ? [fullPath(route.parentId ? build.routes[route.parentId] : undefined), route.path ?? ""]
          .filter(Boolean)
          .join("/")
      : "";
  return Object.values(build.routes)
    .filter((route) => route.module.action && route.path !== "*")
    .map((route) => `/${fullPath(route)}`);
}
