// The one seam between the server's session layer and "the platform": the sandbox in process or the upstream proxy.
export type Platform = (request: Request) => Promise<Response>;
