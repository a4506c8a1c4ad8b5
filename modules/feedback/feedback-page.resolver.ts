import { Injectable } from '@nestjs/common';
import { dictionaryFor } from '../../i18n/index.js';
import type { EditorPageRequest, EditorPageResolver } from '../editor-area/index.js';
import type { SectionResult } from '../routing/index.js';
import './feedback.contract.js';
import { FeedbackService } from './feedback.service.js';

/** `/{locale}/editor/feedback`: the feedback counts per page and the newest comments (issue 16 item 3). */
@Injectable()
export class FeedbackPage implements EditorPageResolver {
  constructor(private readonly feedback: FeedbackService) {}

  async resolve(request: EditorPageRequest): Promise<SectionResult | undefined> {
    if (request.rest.length !== 2) return undefined;
    const t = dictionaryFor(request.locale.language);
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
        { title: t['editor.title'], href: request.basePath },
        { title: t['feedback.editor.title'], href: '' },
      ],
    };
  }
}
