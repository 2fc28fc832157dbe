/**
 * An instance on its way out (SIGTERM): `/healthz` answers 503 from the first moment, so a proxy
 * or load balancer that checks readiness sends new players to the other instances, while the
 * sockets still open are closed with 1001 for their clients to reconnect elsewhere.
 */
export class Readiness {
  #stopping = false;

  get stopping(): boolean {
    return this.#stopping;
  }

  stop(): void {
    this.#stopping = true;
  }
}

/**
 * Seconds between SIGTERM and the closing of the sockets (FATHOM_DRAIN_S): the time a proxy's
 * readiness check takes to see the 503 and stop sending players here. Ctrl-C (SIGINT) waits none.
 */
export const DRAIN_S = 2;
