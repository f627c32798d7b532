export function buildSharedPageAssets(): Promise<{ script: string; css: string }>;
