// Node flags the production server runs with, for `npm start` and the benchmarks alike.
// A larger young generation: rendering a page allocates many short-lived objects, and with the default
// 16 MB semi-spaces the collector runs every few requests (about 5% more signed-in pages per second here).
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=32'];
