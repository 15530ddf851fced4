export type E2eServer = { port: number; dataDir: string; mailbox: string | null };
export declare const E2E_PORT: number;
export declare const E2E_SERVERS: Record<'main' | 'hostile' | 'leagueApi' | 'writes', E2eServer>;
export declare function e2eServerOf(projectName: string): E2eServer;
