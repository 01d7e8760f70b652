// Invalid tariff input. The server answers it with a 422: `field` is the input path, `message` the reason.
export class TariffInputError extends Error {
  readonly field: string;

  constructor(field: string, message: string) {
    super(message);
    this.name = 'TariffInputError';
    this.field = field;
  }
}
