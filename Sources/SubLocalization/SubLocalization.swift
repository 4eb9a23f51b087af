// Placeholder until the SubLocalization issue lands.
