import { ApiProperty } from '@nestjs/swagger';
// Response classes of the inventory API (README § REST API): they carry the OpenAPI schema of the contract's types.

export class InventoryProductDto {
  /** @example "crimpcenter-36" */
  slug!: string;

  /** @example "CrimpCenter 36" */
  name!: string;

  /** Catalogue route without the locale, if it is shown */
  @ApiProperty({ type: String, nullable: true })
  route!: string | null;
}

export class InventoryOptionDto {
  /** @example "brno" */
  value!: string;

  /** @example "Brno plant" */
  label!: string;
}

/** One installed machine. Dates are ISO `YYYY-MM-DD`. */
export class InstalledMachineDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  /** @example "CC36-2023-0042" */
  serialNumber!: string;

  product!: InventoryProductDto;

  /** @example "CrimpCenter 36 2" */
  variant!: string;

  location!: InventoryOptionDto;

  @ApiProperty({ format: 'date', example: '2023-05-12' })
  commissionedOn!: string;

  @ApiProperty({ format: 'date', example: '2026-05-12' })
  warrantyEndsOn!: string;

  @ApiProperty({ type: InventoryProductDto, nullable: true })
  serviceContract!: InventoryProductDto | null;

  @ApiProperty({ example: '4.2.1' })
  softwareVersion!: string;

  /** Its option value in the ticket form, if it has one */
  @ApiProperty({ type: String, nullable: true })
  ticketMachine!: string | null;
}

export class InventoryPageDto {
  items!: InstalledMachineDto[];

  /**
   * All machines matching the filter
   * @example 23
   */
  total!: number;

  /** @example 1 */
  page!: number;

  /** @example 10 */
  pageSize!: number;
}
