/** A configuration the server cannot start with; its message is one line per bad variable, meant for the operator. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}
