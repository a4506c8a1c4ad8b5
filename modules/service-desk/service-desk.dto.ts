import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateIf,
} from 'class-validator';
import { AGENT_SETTABLE_STATUSES, DESK_TEXT_MAX, DESK_TICKET_STATUSES } from './service-desk.contract.js';

const TEXT_MESSAGE = `Please enter a text of at most ${DESK_TEXT_MAX} characters`;

/** GET /api/service-desk/tickets: the queue's filters and page. */
export class QueueQueryDto {
  @ApiPropertyOptional({ format: 'uuid', description: "The company's id" })
  @IsOptional()
  @IsUUID('all', { message: "The filter's company is not valid" })
  company?: string;

  @ApiPropertyOptional({ enum: DESK_TICKET_STATUSES })
  @IsOptional()
  @IsIn(DESK_TICKET_STATUSES, { message: "The filter's status is not valid" })
  status?: (typeof DESK_TICKET_STATUSES)[number];

  @ApiPropertyOptional({ example: 'breakdown', maxLength: 100 })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  type?: string;

  @ApiPropertyOptional({ example: 'apex-cs-9700', maxLength: 100 })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  machine?: string;

  @ApiPropertyOptional({ description: "`unassigned`, `mine` or an agent's account id", example: 'mine' })
  @IsOptional()
  @Matches(/^(unassigned|mine|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i, {
    message: "The filter's assignee is not valid",
  })
  assignee?: string;

  @ApiPropertyOptional({ minimum: 0, maximum: 36500, description: 'Created at least this many days ago' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: "The filter's olderThanDays is not valid" })
  @Min(0)
  @Max(36_500)
  olderThanDays?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: 10000, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(10_000)
  page?: number;
}

export class DeskTextInputDto {
  @ApiProperty({ minLength: 1, maxLength: DESK_TEXT_MAX, example: 'A technician visits on Thursday.' })
  @IsString({ message: TEXT_MESSAGE })
  @MinLength(1, { message: TEXT_MESSAGE })
  @MaxLength(DESK_TEXT_MAX, { message: TEXT_MESSAGE })
  text!: string;
}

export class DeskReplyInputDto extends DeskTextInputDto {
  @ApiPropertyOptional({
    type: [String],
    format: 'uuid',
    description: 'Uploads from POST /api/service-desk/tickets/{id}/uploads',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(20)
  @IsUUID('all', { each: true, message: 'An attachment is unknown or already used' })
  attachmentIds?: string[];
}

export class DeskStatusInputDto {
  @ApiProperty({ enum: AGENT_SETTABLE_STATUSES, description: 'The customer closes, with a SPEC §3 reason' })
  @IsIn(AGENT_SETTABLE_STATUSES, {
    message: 'The status must be new, in-progress, waiting-for-customer or solved (the customer closes)',
  })
  status!: (typeof AGENT_SETTABLE_STATUSES)[number];
}

export class DeskAssignInputDto {
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: "An agent's account id; null: the team" })
  @ValidateIf((_, value) => value !== null)
  @IsUUID('all', { message: 'The ticket can only be assigned to a service desk agent' })
  agentId!: string | null;
}

export class DeskRefDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;
  @ApiProperty({ example: 'Apex Cable Systems' })
  name!: string;
}

export class DeskContactDto {
  @ApiProperty({ example: 'Carl Carter' })
  name!: string;
  @ApiProperty({ example: 'carl@apex.example.com' })
  email!: string;
}

export class DeskOptionDto {
  @ApiProperty({ example: 'breakdown' })
  value!: string;
  @ApiProperty({ example: 'Machine breakdown' })
  label!: string;
}

export class DeskAttachmentDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;
  @ApiProperty({ example: 'photo.png' })
  fileName!: string;
  @ApiProperty({ example: 'image/png' })
  contentType!: string;
  @ApiProperty({ example: 20480 })
  size!: number;
  @ApiProperty({ example: '/api/service-desk/attachments/5d0c9a4e-5f0b-4a51-9d7e-2b8f0c1a3e6d' })
  href!: string;
}

export class QueueItemDto {
  @ApiProperty({ format: 'uuid', description: 'The id the customer operations use too' })
  id!: string;
  @ApiProperty({ example: 'T-10001' })
  number!: string;
  @ApiProperty({ example: 'Crimp height drifts after warm-up' })
  subject!: string;
  @ApiProperty({ type: DeskRefDto })
  company!: DeskRefDto;
  @ApiProperty({ type: DeskContactDto })
  contact!: DeskContactDto;
  @ApiProperty({ type: DeskOptionDto })
  type!: DeskOptionDto;
  @ApiProperty({ enum: DESK_TICKET_STATUSES })
  status!: (typeof DESK_TICKET_STATUSES)[number];
  @ApiPropertyOptional({ example: '97-1201' })
  machineSerial?: string;
  @ApiPropertyOptional({ type: DeskRefDto })
  assignee?: DeskRefDto;
  @ApiProperty({ format: 'date-time' })
  createdAt!: string;
  @ApiProperty({ format: 'date-time', description: 'Created + the first-response hours of the ticket type' })
  firstResponseDueAt!: string;
  @ApiProperty({ description: 'Due and not yet answered' })
  overdue!: boolean;
  @ApiProperty({ format: 'date-time' })
  lastActivityAt!: string;
}

export class QueuePageDto {
  @ApiProperty({ example: 42 })
  total!: number;
  @ApiProperty({ type: [QueueItemDto] })
  items!: QueueItemDto[];
  @ApiProperty({ example: 1 })
  page!: number;
  @ApiProperty({ example: 20 })
  pageSize!: number;
}

export class ConversationEntryDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;
  @ApiProperty({ enum: ['customer', 'reply', 'note'], description: '`note`: internal, never shown to customers' })
  kind!: 'customer' | 'reply' | 'note';
  @ApiProperty({ example: 'Sam Sato' })
  author!: string;
  @ApiProperty({ example: 'Please send the crimp force monitor log.' })
  text!: string;
  @ApiProperty({ format: 'date-time' })
  createdAt!: string;
  @ApiProperty({ type: [DeskAttachmentDto] })
  attachments!: DeskAttachmentDto[];
}

export class EarlierTicketDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;
  @ApiProperty({ example: 'T-10003' })
  number!: string;
  @ApiProperty({ example: 'Replacement blades' })
  subject!: string;
  @ApiProperty({ enum: DESK_TICKET_STATUSES })
  status!: (typeof DESK_TICKET_STATUSES)[number];
  @ApiProperty({ format: 'date-time' })
  createdAt!: string;
}

export class AgentMachineDto {
  @ApiProperty({ example: 'apex-cs-9700' })
  code!: string;
  @ApiProperty({ example: '97-1201' })
  serial!: string;
  @ApiProperty({ example: 'Line 3 crimper' })
  name!: string;
  @ApiProperty({ type: [EarlierTicketDto] })
  earlierTickets!: EarlierTicketDto[];
}

export class AgentTicketViewDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;
  @ApiProperty({ example: 'T-10001' })
  number!: string;
  @ApiProperty({ example: 'Crimp height drifts after warm-up' })
  subject!: string;
  @ApiProperty({ example: 'After about an hour the crimp height drifts.' })
  description!: string;
  @ApiProperty({ type: DeskOptionDto })
  type!: DeskOptionDto;
  @ApiProperty({ type: DeskOptionDto })
  location!: DeskOptionDto;
  @ApiProperty({ enum: DESK_TICKET_STATUSES })
  status!: (typeof DESK_TICKET_STATUSES)[number];
  @ApiProperty({ format: 'date-time' })
  createdAt!: string;
  @ApiProperty({ format: 'date-time' })
  firstResponseDueAt!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  firstRespondedAt!: string | null;
  @ApiProperty()
  overdue!: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  closedAt!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'solved-by-provider' })
  closingReason!: string | null;
  @ApiPropertyOptional({ type: DeskRefDto })
  assignee?: DeskRefDto;
  @ApiProperty({ type: DeskRefDto })
  company!: DeskRefDto;
  @ApiProperty({ type: DeskContactDto })
  contact!: DeskContactDto;
  @ApiPropertyOptional({ type: AgentMachineDto })
  machine?: AgentMachineDto;
  @ApiProperty({ type: [ConversationEntryDto] })
  conversation!: ConversationEntryDto[];
  @ApiProperty({ type: [DeskAttachmentDto], description: 'Sent with the new ticket' })
  attachments!: DeskAttachmentDto[];
  @ApiProperty({ type: [DeskRefDto], description: 'Who the ticket can be assigned to' })
  agents!: DeskRefDto[];
}

export class DeskUploadDto {
  @ApiProperty({ format: 'uuid', description: 'Pass it in `attachmentIds` of the reply' })
  id!: string;
}
