// Messages in Aces Up's words and the app's, with their keys checked against both.

import { type AppKey, messages } from '../../words/i18n.js';
import type { AcesUpKey } from './words.js';

export const say = messages<AppKey | AcesUpKey>();
