/**
 * A fresh store per engine for a durability run (an embedded PGlite in its own DATA_DIR, or a new
 * database on the local PostgreSQL), filled with the demo seasons, and read back directly once the
 * server is stopped: the check must not depend on the code it checks.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { baseEnv, npm, run } from '../setup.mjs';

const ADMIN_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

export async function createStore(engine) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dur-'));
  let databaseUrl = '';
  let databaseName = null;
  if (engine === 'postgres') {
    databaseName = `nswjcl_durability_${crypto.randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE ${databaseName}`);
    } finally {
      await admin.end();
    }
    const url = new URL(ADMIN_URL);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
  }
  const env = { ...baseEnv, DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LEAGUE_API_URL: '' };
  async function query(sql, params) {
    if (engine === 'postgres') {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        return (await client.query(sql, params)).rows;
      } finally {
        await client.end();
      }
    }
    const db = new PGlite(path.join(dataDir, 'pglite'));
    try {
      return (await db.query(sql, params)).rows;
    } finally {
      await db.close();
    }
  }
  return {
    engine,
    dataDir,
    databaseUrl,
    env,
    async seed() {
      const code = await run(npm, ['run', '--silent', 'league', '--', 'seed'], {
        env,
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      if (code !== 0) throw new Error(`Loading the demo seasons failed (exit code ${code}).`);
    },
    /** Every stored entry request of `year`: id, idempotency key and school name. */
    readEntries(year) {
      return query(
        'SELECT id, idempotency_key AS key, school_name AS school FROM entry_requests WHERE year = $1 ORDER BY id',
        [year],
      );
    },
    /** Every match card event of `year` (the league's imported results left out): id, key, kind, time, match key. */
    readCardEvents(year) {
      return query(
        `SELECT v.id, v.idempotency_key AS key, v.kind, v.created_at AS at,
                m.division || '~r' || m.round || '~' || m.home || 'v' || m.away AS match
           FROM result_versions v JOIN matches m ON m.id = v.match_id
          WHERE m.year = $1 AND v.kind <> 'import' ORDER BY v.id`,
        [year],
      );
    },
    /** Every result version of `year`: id, key, kind, side, comment, result, time, and its match's key. */
    readVersions(year) {
      return query(
        `SELECT v.id, v.idempotency_key AS key, v.kind, v.side, v.comment, v.result, v.created_at AS at,
                m.division || '~r' || m.round || '~' || m.home || 'v' || m.away AS match, m.withdrawn_at IS NOT NULL AS withdrawn
           FROM result_versions v JOIN matches m ON m.id = v.match_id
          WHERE m.year = $1 ORDER BY v.id`,
        [year],
      );
    },
    /** The change record of `year`, oldest first: each item's text. */
    async readChanges(year) {
      const rows = await query('SELECT at, items FROM season_changes WHERE year = $1 ORDER BY at', [year]);
      return rows.flatMap((row) => row.items.map((item) => ({ at: row.at, text: item.text })));
    },
    /** A relaying site's card outbox: id, its match's key, and whether the league has it. */
    readCardOutbox() {
      return query(
        'SELECT id, match_key AS match, forwarded_at IS NOT NULL AS forwarded FROM card_outbox ORDER BY id',
      );
    },
    async dispose({ keepDataDir = false } = {}) {
      if (databaseName) {
        const admin = new pg.Client({ connectionString: ADMIN_URL });
        await admin.connect();
        try {
          await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
        } finally {
          await admin.end();
        }
      }
      if (!keepDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
