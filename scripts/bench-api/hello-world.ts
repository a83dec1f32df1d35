/**
 * The bare Fastify hello-world of `npm run bench:api`, run as a child on
 * 127.0.0.1:$PORT: the ceiling of what any route of this stack can answer.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
