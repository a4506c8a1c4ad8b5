/** A language argument of the service-information queries: two letters, else the request's language. */
export function graphqlLanguage(argument: string | null | undefined, requestLanguage: string): string {
  return argument && /^[a-z]{2}$/.test(argument) ? argument : requestLanguage;
}
