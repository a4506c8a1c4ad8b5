import { getMetadataStorage } from 'class-validator';

type MetadataStorage = ReturnType<typeof getMetadataStorage>;
type Lookup = MetadataStorage['getTargetValidationMetadatas'];
type Metadatas = ReturnType<Lookup>;

const CACHED = Symbol.for('uapp.validation-metadata-cache');

/**
 * class-validator looks up a class's rules on every `validate()` by testing the class against every class that has
 * rules (`instanceof` over some hundreds of DTOs) and filtering the lists it finds: about a tenth of a millisecond
 * per validation here, paid by every page with route params and every API body (issue 32). The answer only changes
 * when rules are added (decorators run as classes are defined, lazily loaded modules included), so it is kept per
 * class and options and forgotten whenever a rule, schema or constraint is added. Installed once per storage.
 */
export function cacheValidationMetadataLookups(storage: MetadataStorage = getMetadataStorage()): void {
  const marked = storage as MetadataStorage & { [CACHED]?: true };
  if (marked[CACHED]) return;
  marked[CACHED] = true;

  const lookup: Lookup = storage.getTargetValidationMetadatas.bind(storage);
  let byTarget = new WeakMap<object, Map<string, Metadatas>>();
  const forget = () => {
    byTarget = new WeakMap();
  };
  for (const name of ['addValidationMetadata', 'addValidationSchema', 'addConstraintMetadata'] as const) {
    const add = storage[name].bind(storage) as (value: never) => void;
    storage[name] = ((value: never) => {
      forget();
      add(value);
    }) as never;
  }

  storage.getTargetValidationMetadatas = (targetConstructor, targetSchema, always, strictGroups, groups) => {
    const key = `${targetSchema}\u0000${always}\u0000${strictGroups}\u0000${groups?.join('\u0000') ?? ''}\u0000${groups?.length ?? -1}`;
    let answers = byTarget.get(targetConstructor);
    if (!answers) {
      answers = new Map();
      byTarget.set(targetConstructor, answers);
    }
    let found = answers.get(key);
    if (!found) {
      found = lookup(targetConstructor, targetSchema, always, strictGroups, groups);
      answers.set(key, found);
    }
    // A list of its own: a caller may change what it gets.
    return found.slice();
  };
}
