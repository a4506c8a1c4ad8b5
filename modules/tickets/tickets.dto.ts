import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsNotEmpty, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { CLOSING_REASONS, type ClosingReason, TICKET_FORM_MESSAGES, TICKET_TEXT_LIMITS } from './tickets.contract.js';

// The GraphQL mutations' arguments (SPEC §5 ticket form), validated by TicketsService with validateInput: the
// form's messages come in one answer with the option checks, which need the database.

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const trimmedOrEmpty = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : (value ?? ''));
const TOO_LONG = 'Machine name or serial number is too long';
/** At most this many attachments per ticket (each once). */
export const TICKET_MAX_ATTACHMENTS = 20;

/** `createTicket(input: CreateTicketInput!)`. Location, type and machine must be the company's options. */
export class CreateTicketInputDto {
  @IsOptional()
  @IsString({ message: TICKET_FORM_MESSAGES.location })
  @Transform(trimmed)
  location?: string | null;

  @IsOptional()
  @IsString({ message: TICKET_FORM_MESSAGES.type })
  @Transform(trimmed)
  type?: string | null;

  @IsOptional()
  @IsString({ message: TICKET_FORM_MESSAGES.machine })
  @Transform(trimmed)
  machine?: string | null;

  @Transform(trimmed)
  @IsString({ message: TICKET_FORM_MESSAGES.subject })
  @IsNotEmpty({ message: TICKET_FORM_MESSAGES.subject })
  @MaxLength(TICKET_TEXT_LIMITS.subject, { message: TICKET_FORM_MESSAGES.subject })
  subject!: string;

  @Transform(trimmed)
  @IsString({ message: TICKET_FORM_MESSAGES.description })
  @IsNotEmpty({ message: TICKET_FORM_MESSAGES.description })
  @MaxLength(TICKET_TEXT_LIMITS.description, { message: TICKET_FORM_MESSAGES.description })
  description!: string;

  @Transform(trimmedOrEmpty)
  @IsString({ message: TOO_LONG })
  @MaxLength(TICKET_TEXT_LIMITS.machineName, { message: TOO_LONG })
  machineName: string = '';

  @Transform(trimmedOrEmpty)
  @IsString({ message: TOO_LONG })
  @MaxLength(TICKET_TEXT_LIMITS.serialNumber, { message: TOO_LONG })
  serialNumber: string = '';

  /** Uploads of the same company, each once (duplicates are dropped). */
  @Transform(({ value }: { value: unknown }) => (Array.isArray(value) ? [...new Set(value)] : (value ?? [])))
  @IsArray()
  @ArrayMaxSize(TICKET_MAX_ATTACHMENTS)
  @IsUUID('all', { each: true })
  attachmentIds: string[] = [];
}

/** `addComment(ticketId, text)`: SPEC §5 'Please enter a comment'. */
export class AddCommentInputDto {
  @Transform(trimmed)
  @IsString({ message: TICKET_FORM_MESSAGES.comment })
  @IsNotEmpty({ message: TICKET_FORM_MESSAGES.comment })
  @MaxLength(TICKET_TEXT_LIMITS.comment, { message: TICKET_FORM_MESSAGES.comment })
  text!: string;
}

/** `closeTicket(ticketId, reason)`: SPEC §3, one of the three closing reasons. */
export class CloseTicketInputDto {
  @IsIn(CLOSING_REASONS, { message: TICKET_FORM_MESSAGES.closingReason })
  reason!: ClosingReason;
}
