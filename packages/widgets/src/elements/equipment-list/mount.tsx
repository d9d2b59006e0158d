// Chunk entry of <equipment-list> (vite.chunks.config.ts): the dealer's fleet, a page at a time.
import { mountView } from '../mount-view';
import { equipmentListMount } from './equipment-list-view';

export const mount = mountView(equipmentListMount);
