// Placeholder until the SubApp issue lands.
