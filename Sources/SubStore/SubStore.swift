// Placeholder until the SubStore issue lands.
