/** dblclick tool: Double-click an element or a point. */
import { pointerTool } from './pointer.ts';

export const dblclick = pointerTool('dblclick', 'Double-click an element or a point.');
