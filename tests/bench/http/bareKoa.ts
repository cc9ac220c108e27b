import Koa from "koa";

/** The baseline: Koa answering a constant JSON body, nothing else. */
const app = new Koa();
app.use((ctx) => {
  ctx.body = { hello: "world" };
});
const server = app.listen(0, "127.0.0.1", () => {
  const address = server.address();
  if (address && typeof address === "object") process.send?.({ port: address.port });
});
process.on("disconnect", () => process.exit(0));
