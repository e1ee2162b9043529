/** The server's idea of now; tests inject their own to expire tokens without waiting. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

export const seconds = (clock: Clock) => Math.floor(clock().getTime() / 1000);
