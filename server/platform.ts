// The one seam between the server's session layer and "the platform": the sandbox in process or the upstream proxy.
// `signal` is the browser's request: when it goes away, the platform call may end with it (the proxy's does).
export type Platform = (request: Request, signal?: AbortSignal) => Promise<Response>;
