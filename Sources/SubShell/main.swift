import SubApp
