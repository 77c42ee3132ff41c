import type { ComponentType } from 'react';
import type { PublicForm } from '#core/forms';

/**
 * The answering feature's preview of a design held in memory, as a route hands it to the designer
 * and to the review screen (a feature never imports another).
 */
export type FormPreviewView = ComponentType<{ form: PublicForm }>;
