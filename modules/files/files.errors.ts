import { DomainError } from '../../src/core/http/api-exception.filter.js';

export class FileNotFound extends DomainError {
  constructor(slug: string) {
    super('FileNotFound', `No file with slug ${slug}`, 404);
  }
}

export class ImageNotFound extends DomainError {
  constructor(id: string) {
    super('ImageNotFound', `No image with id ${id}`, 404);
  }
}
