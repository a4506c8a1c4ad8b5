import { describe, expect, it } from 'vitest';
import { validateInput } from '../../src/core/http/validate-input.js';
import { AddCommentInputDto, CloseTicketInputDto, CreateTicketInputDto } from './tickets.dto.js';

// The ticket mutations' arguments, declared once as class-validator classes (SPEC §3, §5).
describe('ticket inputs', () => {
  const valid = { location: ' hamburg ', type: 'breakdown', machine: 'crimper', subject: ' S ', description: 'D' };

  it('trims the texts, defaults the optional ones and drops repeated attachments', () => {
    const id = '44444444-4444-4444-8444-444444444444';
    const { value, errors } = validateInput(CreateTicketInputDto, { ...valid, attachmentIds: [id, id], extra: 1 });
    expect(errors).toEqual([]);
    expect(value).toMatchObject({ location: 'hamburg', subject: 'S', machineName: '', serialNumber: '' });
    expect(value.attachmentIds).toEqual([id]);
    expect(value).not.toHaveProperty('extra');
  });

  it("answers the form's messages: required texts, the too-long machine fields, bad attachments", () => {
    const { errors } = validateInput(CreateTicketInputDto, {
      ...valid,
      subject: '  ',
      description: null,
      machineName: 'x'.repeat(201),
      attachmentIds: ['not-a-uuid'],
    });
    expect(errors.map((e) => e.field)).toEqual(
      expect.arrayContaining(['subject', 'description', 'machineName', 'attachmentIds']),
    );
    expect(errors.find((e) => e.field === 'subject')?.message).toBe('Please enter a subject');
    expect(errors.find((e) => e.field === 'machineName')?.message).toBe('Machine name or serial number is too long');
    const many = Array.from({ length: 21 }, (_, i) => `44444444-4444-4444-8444-${String(i).padStart(12, '0')}`);
    expect(validateInput(CreateTicketInputDto, { ...valid, attachmentIds: many }).errors[0]?.field).toBe(
      'attachmentIds',
    );
  });

  it('takes a comment that is not blank, and one of the three closing reasons', () => {
    expect(validateInput(AddCommentInputDto, { text: '  ' }).errors[0]?.message).toBe('Please enter a comment');
    expect(validateInput(AddCommentInputDto, { text: ' Hi ' }).value.text).toBe('Hi');
    expect(validateInput(CloseTicketInputDto, { reason: 'fixed' }).errors[0]?.message).toBe(
      'Please select a closing reason',
    );
    expect(validateInput(CloseTicketInputDto, { reason: 'no-longer-relevant' }).errors).toEqual([]);
  });
});
