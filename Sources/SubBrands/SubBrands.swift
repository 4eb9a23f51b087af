// Placeholder until the SubBrands issue lands.
