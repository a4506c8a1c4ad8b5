import { Injectable } from '@nestjs/common';
import { dictionaryFor } from '../../i18n/index.js';
import { definePages, page } from '../routing/index.js';
import './feedback.contract.js';
import { FeedbackService } from './feedback.service.js';

/** The feedback's page in the editor area. */
@Injectable()
export class FeedbackPages {
  constructor(private readonly feedback: FeedbackService) {}

  readonly table = definePages('feedback', [
    page({
      // `/{locale}/editor/feedback`: the feedback counts per page and the newest comments.
      pattern: '/feedback',
      access: 'editor',
      load: async (ctx) => {
        const t = dictionaryFor(ctx.locale.language);
        return {
          kind: 'view',
          view: {
            section: 'feedback',
            name: 'summary',
            title: t['feedback.editor.title'],
            description: '',
            payload: await this.feedback.summary(),
          },
          breadcrumbs: [
            { title: t['editor.title'], href: ctx.basePath },
            { title: t['feedback.editor.title'], href: '' },
          ],
        };
      },
    }),
  ]);
}
