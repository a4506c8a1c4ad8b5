import { ApiProperty } from '@nestjs/swagger';
// Response classes of the inventory API (README § REST API): they carry the OpenAPI schema of the contract's types.

export class InventoryProductDto {
  @ApiProperty({ example: 'crimpcenter-36' })
  slug!: string;

  @ApiProperty({ example: 'CrimpCenter 36' })
  name!: string;

  @ApiProperty({ type: String, nullable: true, description: 'Catalogue route without the locale, if it is shown' })
  route!: string | null;
}

export class InventoryOptionDto {
  @ApiProperty({ example: 'brno' })
  value!: string;

  @ApiProperty({ example: 'Brno plant' })
  label!: string;
}

/** One installed machine. Dates are ISO `YYYY-MM-DD`. */
export class InstalledMachineDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'CC36-2023-0042' })
  serialNumber!: string;

  @ApiProperty({ type: InventoryProductDto })
  product!: InventoryProductDto;

  @ApiProperty({ example: 'CrimpCenter 36 2' })
  variant!: string;

  @ApiProperty({ type: InventoryOptionDto })
  location!: InventoryOptionDto;

  @ApiProperty({ format: 'date', example: '2023-05-12' })
  commissionedOn!: string;

  @ApiProperty({ format: 'date', example: '2026-05-12' })
  warrantyEndsOn!: string;

  @ApiProperty({ type: InventoryProductDto, nullable: true })
  serviceContract!: InventoryProductDto | null;

  @ApiProperty({ example: '4.2.1' })
  softwareVersion!: string;

  @ApiProperty({ type: String, nullable: true, description: 'Its option value in the ticket form, if it has one' })
  ticketMachine!: string | null;
}

export class InventoryPageDto {
  @ApiProperty({ type: [InstalledMachineDto] })
  items!: InstalledMachineDto[];

  @ApiProperty({ description: 'All machines matching the filter', example: 23 })
  total!: number;

  @ApiProperty({ example: 1 })
  page!: number;

  @ApiProperty({ example: 10 })
  pageSize!: number;
}
