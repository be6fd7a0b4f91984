/** Request header, set by the proxy, holding the public path and query the visitor asked for. */
export const PATHNAME_HEADER = "x-asas-pathname";
