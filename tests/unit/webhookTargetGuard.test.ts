import { describe, expect, it } from "vitest";
import { resolveWebhookTarget, WebhookTargetError } from "../../api/webhooks/targetGuard.js";

describe("resolveWebhookTarget", () => {
  it("refuses IPv6 forms that carry a private IPv4 address inside them", async () => {
    for (const target of [
      "http://[::7f00:1]/", // IPv4-compatible 127.0.0.1
      "http://[::ffff:0:7f00:1]/", // SIIT-translated 127.0.0.1
      "http://[2002:a9fe:a9fe::]/", // 6to4 of 169.254.169.254
      "http://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/", // Teredo
      "http://[100::1]/", // discard-only
    ]) {
      await expect(resolveWebhookTarget(target, false), target).rejects.toBeInstanceOf(WebhookTargetError);
    }
  });

  it("lets them through when the instance admin allows private targets, and passes public IPv6", async () => {
    await expect(resolveWebhookTarget("http://[::7f00:1]/", true)).resolves.toMatchObject({ address: "::7f00:1", family: 6 });
    await expect(resolveWebhookTarget("http://[2606:4700::1111]/", false)).resolves.toMatchObject({ address: "2606:4700::1111", family: 6 });
  });
});
