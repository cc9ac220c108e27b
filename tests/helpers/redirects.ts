/** The coded failure an auth form redirected to: `/path?error_code=NNNN&error_message=NAME...`. */
export function errorOf(location: URL | undefined) {
  return { code: location?.searchParams.get("error_code"), name: location?.searchParams.get("error_message"), path: location?.pathname };
}
