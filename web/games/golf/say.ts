// Messages in Golf's words and the app's, with their keys checked against both.

import { type AppKey, messages } from '../../words/i18n.js';
import type { GolfKey } from './words.js';

export const say = messages<AppKey | GolfKey>();
