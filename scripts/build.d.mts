export function build(): void;
