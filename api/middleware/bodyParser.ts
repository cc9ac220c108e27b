import { bodyParser } from "@koa/bodyparser";
import { LIMITS } from "../contract/limits.js";
import { PayloadTooLargeError, ValidationError } from "../errors.js";

/** JSON and form bodies only, with hard size caps; parse failures become 400 and 413, never 500. */
export function parseBodies() {
  return bodyParser({
    enableTypes: ["json", "form"],
    parsedMethods: ["POST", "PUT", "PATCH", "DELETE"],
    jsonLimit: LIMITS.jsonBodyBytes,
    formLimit: LIMITS.formBodyBytes,
    onError(error) {
      const status = (error as { status?: number }).status;
      if (status === 413) throw new PayloadTooLargeError(`Request body is larger than the limit of ${LIMITS.jsonBodyBytes} bytes.`);
      if (status === 415) throw new ValidationError("Unsupported body encoding; send UTF-8.");
      throw new ValidationError("The request body is not valid JSON or form data.");
    },
  });
}
