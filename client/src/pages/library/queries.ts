export const PROGRESS_KEY = ['/api/library/progress'] as const;
export const topicsKey = (level: string) => [`/api/library/topics?level=${level}`] as const;
